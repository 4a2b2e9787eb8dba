import type { SocialNetwork } from "#contracts/school-settings.ts";
import sprite from "./icons.svg?url&no-inline";

export type IconName =
  "search" | "menu" | "attachment" | "previous" | "next" | "pdf" | SocialNetwork;

/**
 * A decorative icon drawn from the site's one sprite (icons.svg), which the browser fetches once
 * and caches for good (its address carries its hash), instead of the same paths inlined again in
 * every page. It takes the text colour, like the text beside it.
 */
export function Icon({
  name,
  size = 20,
  height,
}: {
  name: IconName;
  size?: number;
  height?: number;
}) {
  return (
    <svg aria-hidden="true" width={size} height={height ?? size}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
