/** A heading one level below the block that holds it. */
export function Heading({ level, children }: { level: 2 | 3 | 4; children: React.ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag>{children}</Tag>;
}
