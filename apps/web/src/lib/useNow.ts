import { useEffect, useState } from 'react';

/** The time now, refreshed every `intervalMs` (a minute by default), for texts like 'in 21 h'. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
