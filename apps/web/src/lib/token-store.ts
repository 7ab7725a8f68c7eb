/**
 * The stored access token. "Remember me" keeps it in localStorage (survives the browser);
 * otherwise it lives in sessionStorage for this tab session only. Components subscribe
 * through `useAccessToken`, so signing in or out re-renders the guards at once.
 */
import { useSyncExternalStore } from 'react';

const KEY = 'accessToken';
const listeners = new Set<() => void>();

function read(storage: Storage): string | null {
  try {
    return storage.getItem(KEY);
  } catch {
    return null;
  }
}

let current: string | null = read(localStorage) ?? read(sessionStorage);

function emit(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return current;
}

export function setToken(token: string, remember = true): void {
  clearStorage();
  (remember ? localStorage : sessionStorage).setItem(KEY, token);
  current = token;
  emit();
}

function clearStorage(): void {
  localStorage.removeItem(KEY);
  sessionStorage.removeItem(KEY);
}

export function clearToken(): void {
  clearStorage();
  if (current === null) return;
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribe, getToken);
}
