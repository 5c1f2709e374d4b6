import { useEffect, useRef, useState } from 'react';
import { useSession } from './store';

/**
 * What a member typed into a form and had not saved, kept when the session ends under the form
 * (docs/product/identity.md, Session refresh): the guards then send the member to the login page, and
 * without this the same member, signed in again, would find the form as the server last saved it.
 *
 * Drafts live in this tab's sessionStorage, which the browser drops with the tab, each with the member
 * it belongs to. Only that member gets one back; another member's sign-in and a chosen logout discard
 * them all.
 */
const PREFIX = 'portal-draft:';

interface KeptDraft {
  memberId: string;
  values: unknown;
}

/** The forms on screen, each with how to read what is unsaved in it (undefined: nothing). */
const openForms = new Map<string, () => unknown>();

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: drafts are a comfort, the forms work without them.
    return null;
  }
}

function storedDrafts(storage: Storage): Array<{ key: string; draft: KeptDraft | null }> {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key?.startsWith(PREFIX) ?? false,
  );
  return keys.map((key) => ({ key, draft: parse(storage.getItem(key)) }));
}

function parse(raw: string | null): KeptDraft | null {
  try {
    const draft = raw ? (JSON.parse(raw) as Partial<KeptDraft>) : null;
    return typeof draft?.memberId === 'string' && 'values' in draft ? (draft as KeptDraft) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps what is unsaved in every form on screen, for the member whose session is ending. It never
 * throws: a full storage loses the draft, never the logout that follows.
 */
export function keepOpenDrafts(memberId: string | undefined): void {
  const storage = tabStorage();
  if (!storage || !memberId) return;
  for (const [form, unsaved] of openForms) {
    const values = unsaved();
    try {
      if (values !== undefined) storage.setItem(PREFIX + form, JSON.stringify({ memberId, values }));
    } catch {
      // QuotaExceededError: this form's draft is lost, like any unsaved edit before drafts.
    }
  }
}

/** Discards the kept drafts, all of them or those of other members than `memberId`. */
export function discardDrafts(memberId?: string): void {
  const storage = tabStorage();
  if (!storage) return;
  for (const { key, draft } of storedDrafts(storage))
    if (!memberId || draft?.memberId !== memberId) storage.removeItem(key);
}

// A member signing in on this tab never finds another member's unsaved profile or ticket.
useSession.subscribe((state, previous) => {
  const memberId = state.user?.id;
  if (memberId && memberId !== previous.user?.id) discardDrafts(memberId);
});

/** A form's values: its fields by name (an interface such as a profile's, or a plain object). */
type Values = object;
type Fields = Record<string, unknown>;

/**
 * `saved` with the kept draft's fields over it: only the fields `saved` has, each of the type it has, so
 * a draft left by an older page adds nothing and breaks nothing.
 */
function overSaved<T extends Values>(saved: T, kept: unknown): T {
  if (typeof kept !== 'object' || kept === null) return saved;
  const draft = kept as Fields;
  const fields = Object.entries(saved).map(([key, value]) => [
    key,
    typeof draft[key] === typeof value ? draft[key] : value,
  ]);
  return Object.fromEntries(fields) as T;
}

/**
 * Where `form` starts: `saved` (what the server holds, or empty fields), or, when this member's session
 * last ended with the form unsaved on this tab, what they had typed (`restored`, to say so). Read on the
 * form's first render; a draft is given back once.
 */
export function useKeptDraft<T extends Values>(form: string, saved: T): { start: T; restored: boolean } {
  const memberId = useSession((state) => state.user?.id);
  const [kept] = useState(() => {
    const draft = parse(tabStorage()?.getItem(PREFIX + form) ?? null);
    return draft && draft.memberId === memberId
      ? { start: overSaved(saved, draft.values), restored: true }
      : { start: saved, restored: false };
  });
  useEffect(() => tabStorage()?.removeItem(PREFIX + form), [form]);
  return kept;
}

/**
 * Keeps the form's `values` if the session ends while the form is on screen and they differ from `saved`
 * (nothing unsaved, nothing kept), for useKeptDraft to give back after the member signs in again.
 */
export function useDraftOnSessionEnd<T extends Values>(form: string, values: T, saved: T): void {
  const latest = useRef({ values, saved });
  latest.current = { values, saved };
  useEffect(() => {
    openForms.set(form, () => {
      const { values: now, saved: before } = latest.current as { values: Fields; saved: Fields };
      return Object.keys(before).some((key) => now[key] !== before[key]) ? now : undefined;
    });
    return () => {
      openForms.delete(form);
    };
  }, [form]);
}
