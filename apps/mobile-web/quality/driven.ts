// The submit actions and taps the screens' driver files say how to reach: the keys of their `submits` and `taps`
// (quality/facts.ts's SubmitName and Trigger). Types only, read from the generated index of the driver files.
import type { drivers } from './generated/drivers.ts';

type EachDriver = (typeof drivers)[keyof typeof drivers];
type KeysOf<D, Part extends string> = D extends { readonly [P in Part]: infer Steps } ? keyof Steps & string : never;

/** A submit action a player can tap more than once: a key of some driver's `submits`. */
export type DrivenSubmit = KeysOf<EachDriver, 'submits'>;

/** A tap (or answer) that makes a call and is no submit action: a key of some driver's `taps`. */
export type DrivenTap = KeysOf<EachDriver, 'taps'>;
