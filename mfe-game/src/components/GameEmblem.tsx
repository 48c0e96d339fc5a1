import type { GameLook } from '../games/games';

/** Each game's emblem, drawn inline (no emoji font needed, crisp at any size, no request). */
export function GameEmblem({ look, size = 120 }: { look: GameLook; size?: number }) {
  const common = { width: size, height: size, viewBox: '0 0 120 120', 'aria-hidden': true, focusable: false } as const;
  switch (look.emblem) {
    case 'star':
      return (
        <svg {...common}>
          <circle cx="60" cy="60" r="56" fill="rgba(255,255,255,0.12)" />
          <path
            d="M60 12l13.5 29.5 32.5 3.5-24.2 22 6.9 32L60 83.3 31.3 99l6.9-32L14 45l32.5-3.5z"
            fill={look.glow}
            stroke="#fff"
            strokeWidth="3"
          />
          <circle cx="60" cy="58" r="9" fill="#fff" opacity="0.85" />
        </svg>
      );
    case 'fork':
      return (
        <svg {...common}>
          <circle cx="60" cy="60" r="56" fill="rgba(255,255,255,0.12)" />
          <path
            d="M44 18v30c0 8 6 12 12 13v41h8V61c6-1 12-5 12-13V18h-6v28h-5V18h-6v28h-5V18z"
            fill={look.glow}
            stroke="#fff"
            strokeWidth="2"
          />
          <path d="M24 86c10-8 22-8 32 0s22 8 32 0" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
        </svg>
      );
    case 'sun':
      return (
        <svg {...common}>
          <circle cx="60" cy="60" r="56" fill="rgba(255,255,255,0.12)" />
          {Array.from({ length: 12 }, (_, index) => (
            <rect
              key={index}
              x="57"
              y="8"
              width="6"
              height="18"
              rx="3"
              fill={look.glow}
              transform={`rotate(${index * 30} 60 60)`}
            />
          ))}
          <circle cx="60" cy="60" r="24" fill={look.glow} stroke="#fff" strokeWidth="3" />
        </svg>
      );
    case 'slots':
      return (
        <svg {...common}>
          <rect
            x="10"
            y="24"
            width="100"
            height="72"
            rx="14"
            fill="rgba(255,255,255,0.15)"
            stroke="#fff"
            strokeWidth="3"
          />
          {[0, 1, 2].map((index) => (
            <g key={index} transform={`translate(${22 + index * 28} 38)`}>
              <rect width="22" height="44" rx="6" fill="#fff" />
              <path d="M11 12l3 7 7 .8-5.3 4.7 1.6 7L11 28l-6.3 3.5 1.6-7L1 19.8 8 19z" fill={look.from} />
            </g>
          ))}
        </svg>
      );
  }
}
