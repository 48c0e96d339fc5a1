/** The brand mark: a star badge with a fusilli twist (the star is the site's currency). Also the site's icon. */
export function LogoMark({ size = 46 }: { size?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="50" cy="50" r="47" fill="#c8102e" />
      <circle cx="50" cy="50" r="40" fill="none" stroke="#ffd23f" strokeWidth="3" strokeDasharray="4 5" />
      <path d="M50 18l9.4 19 21 3-15.2 14.8 3.6 20.9L50 65.8 31.2 75.7l3.6-20.9L19.6 40l21-3z" fill="#ffd23f" />
      <path d="M36 84q7-8 14 0t14 0" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
