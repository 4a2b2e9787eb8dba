import { useCallback } from "react";

/** A behaviour adds interaction to server-rendered markup and returns how to take it off. */
export type Behaviour<T extends HTMLElement = HTMLElement> = (element: T) => () => void;

/**
 * A ref that runs a behaviour on its element once React has it (after hydration) and takes it
 * off when the element goes. Pages without React run the same behaviours from the small
 * enhancement script instead.
 */
export function useBehaviour<T extends HTMLElement>(behaviour: Behaviour<T>) {
  return useCallback(
    (element: T | null) => (element ? behaviour(element) : undefined),
    [behaviour],
  );
}
