import { useCallback, useRef, useState } from 'react';

export interface Transition<State> {
  previous: State;
  next: State;
}

/**
 * A reducer wired to React whose transition is known at once: an event handler acts on the state it caused
 * (send the validated message, focus the first error), and a second submit sees 'submitting' before React re-renders.
 */
export function useSyncReducer<State, Action>(
  reducer: (state: State, action: Action) => State,
  initialState: () => State,
): [State, (action: Action) => Transition<State>] {
  const [state, setState] = useState(initialState);
  // Seeded with the first render's state; afterwards only dispatch writes it, so it is never behind.
  const latest = useRef(state);
  const dispatch = useCallback(
    (action: Action): Transition<State> => {
      const previous = latest.current;
      const next = reducer(previous, action);
      latest.current = next;
      if (next !== previous) setState(next);
      return { previous, next };
    },
    [reducer],
  );
  return [state, dispatch];
}
