import { useEffect, useRef } from 'react';

/** A ref that always holds the latest value, for callbacks run by timers and third-party widgets. */
export function useLatestRef<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
