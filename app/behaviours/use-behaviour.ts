import { useCallback } from "react";

/** A behaviour adds interaction to server-rendered markup, for the life of the page. */
export type Behaviour<T extends HTMLElement = HTMLElement> = (element: T) => void;

/**
 * A ref that runs a behaviour on its element once React has it (after hydration). Pages without React run the same behaviours from the small
 * enhancement script instead.
 */
export function useBehaviour<T extends HTMLElement>(behaviour: Behaviour<T>) {
  return useCallback(
    (element: T | null) => {
      if (element) behaviour(element);
    },
    [behaviour],
  );
}
