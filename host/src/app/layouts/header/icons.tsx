/** Header icons (decorative: every control that shows one also has a French text label). */
const common = { width: 22, height: 22, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export const StarIcon = () => (
  <svg {...common}>
    <path
      d="M12 2.5l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.3l-5.8 3.1 1.1-6.5L2.6 9.3l6.5-.9z"
      fill="#ffd23f"
      stroke="#3a1208"
      strokeWidth="1.5"
      strokeLinejoin="round"
    />
  </svg>
);

export const BasketIcon = () => (
  <svg {...common}>
    <path d="M3 9h18l-2 11H5zM8 9l4-6 4 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
  </svg>
);

export const BellIcon = () => (
  <svg {...common}>
    <path
      d="M6 16V11a6 6 0 0112 0v5l2 2H4zM10 20a2 2 0 004 0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  </svg>
);

export const MenuIcon = ({ open }: { open: boolean }) => (
  <svg {...common}>
    {open ? (
      <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    ) : (
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    )}
  </svg>
);
