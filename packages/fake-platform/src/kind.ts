/**
 * Which backend the fake plays. `real` (the default, so every test meets it) answers as the platform backend's
 * source does, quirks included: its date codes, its registration rule (payment password of 8 characters or more),
 * no `/api/hotlogin`, recover-all from the venue of the latest transfer in only, its own words and decimals.
 * `spec` keeps the answers the specification asks for where the two disagree (a six-digit payment password,
 * recover-all from every venue, the spec's Chinese wording), for trying the app as the spec describes it.
 */
export type FakeKind = 'real' | 'spec';

/** The kind a fake plays unless told otherwise. */
export const DEFAULT_FAKE_KIND: FakeKind = 'real';

/** The kinds, as `--kind` accepts them. */
export const FAKE_KINDS: ReadonlyArray<FakeKind> = ['real', 'spec'];

/** Reads a kind from its name (`real`, `spec`); undefined for anything else. */
export function parseFakeKind(text: string | undefined): FakeKind | undefined {
  return FAKE_KINDS.find((kind) => kind === text?.trim());
}
