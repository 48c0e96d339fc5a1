/**
 * The look shared by navigation pills (the header's main navigation, the profile and history tabs): a rounded,
 * bold, one-line link. Used inside a styled block (`a { ${pillLink} padding: …; }`); each place sets its colours
 * and how `[aria-current='page']` stands out. A call to action is a `Button` instead.
 */
export const pillLink = `
  display: block;
  border-radius: 999px;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
`;
