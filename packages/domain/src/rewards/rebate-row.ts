// A module of its own, so /fanshui's chunk carries this row and its one label, not the record screens' rows.
import { recordLabels } from '../records/index.ts';

/** A rebate as the api reads it: the fields its row shows. */
export type RebateLike = {
  id: number;
  gameName: string;
  amount: number;
  createdAt: string;
  updatedAt: string;
  isClaimed: boolean;
};

/** What a rebate row shows. */
export type RebateRowViewModel = {
  id: number;
  gameName: string;
  amount: number;
  createdAt: string;
  /** The claim time, or 未领取 while the rebate is not claimed. */
  claimedAt: string;
};

/** A rebate as its row shows it: the claim time, or the rebate state's 未领取 while it is not claimed (part 2 §2, §4). */
export function toRebateRow(rebate: RebateLike): RebateRowViewModel {
  return {
    id: rebate.id,
    gameName: rebate.gameName,
    amount: rebate.amount,
    createdAt: rebate.createdAt,
    claimedAt: rebate.isClaimed ? rebate.updatedAt : recordLabels.rebateState.unclaimed,
  };
}
