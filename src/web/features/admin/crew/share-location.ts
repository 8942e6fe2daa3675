import { useSyncExternalStore } from "react";
import type { CrewLocation } from "@shared/schemas/crew";

// "Share my location at check-in and check-out" (decision 063): off unless the cleaner switches it
// on; the choice is kept on the phone (localStorage), never on the server.

const KEY = "crew.shareLocation";
const listeners = new Set<() => void>();

const read = () => {
  try {
    return localStorage.getItem(KEY) === "on";
  } catch {
    return false;
  }
};

export function setShareLocation(on: boolean): void {
  try {
    if (on) localStorage.setItem(KEY, "on");
    else localStorage.removeItem(KEY);
  } catch {
    // A browser that refuses storage keeps it off.
  }
  for (const listener of listeners) listener();
}

export function useShareLocation(): boolean {
  return useSyncExternalStore(
    (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    read,
    () => false,
  );
}

/**
 * The phone's position now, when the cleaner shares it; nothing when they do not, when the phone
 * refuses or takes more than 10 s (the check-in goes without it rather than wait).
 */
export function currentLocation(): Promise<CrewLocation | undefined> {
  if (!read() || !("geolocation" in navigator)) return Promise.resolve(undefined);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: Math.round(coords.accuracy) }),
      () => resolve(undefined),
      { timeout: 10_000, maximumAge: 60_000 },
    ),
  );
}
