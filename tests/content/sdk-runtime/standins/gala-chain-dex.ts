/**
 * Stand-in for `@gala-chain/dex`, the GalaChain DEX chaincode, which the repository does not
 * install. The SDK's quoting imports its DTO classes and `quoteExactAmount`, the pool maths it
 * runs locally on the pool state fetched from `/GetCompositePool`.
 *
 * The classes keep the real constructors' argument order and fields, so what the SDK sends
 * (the `GetCompositePoolDto` body) and builds is the SDK's own doing. `quoteExactAmount` is the
 * one piece of logic here, and it is simpler than the chaincode's: it swaps along a single
 * liquidity range (the pool's `liquidity`, constant, no tick crossing), with the fee taken
 * from the input, and it rounds and checks the pool's balances the way the chaincode does
 * (`roundTokenAmount`, `ConflictError('Not enough liquidity available in pool')`). For a trade
 * that stays inside one range, that is the same concentrated-liquidity formula.
 */
import BigNumber from 'bignumber.js';
import { ConflictError, type TokenBalance, type TokenClassKey, ValidationFailedError } from './gala-chain-api.js';

export enum DexFeePercentageTypes {
  FEE_0_05_PERCENT = 500,
  FEE_0_3_PERCENT = 3000,
  FEE_1_PERCENT = 10000,
}

export class GetCompositePoolDto {
  constructor(
    public token0: TokenClassKey,
    public token1: TokenClassKey,
    public fee: DexFeePercentageTypes,
    public minTick?: number,
    public maxTick?: number,
  ) {}
}

export class Pool {
  bitmap: Record<string, string> = {};
  grossPoolLiquidity = new BigNumber(0);
  liquidity = new BigNumber(0);
  feeGrowthGlobal0 = new BigNumber(0);
  feeGrowthGlobal1 = new BigNumber(0);
  protocolFeesToken0 = new BigNumber(0);
  protocolFeesToken1 = new BigNumber(0);
  tickSpacing = 0;
  maxLiquidityPerTick = new BigNumber(0);
  constructor(
    public token0: string,
    public token1: string,
    public token0ClassKey: TokenClassKey,
    public token1ClassKey: TokenClassKey,
    public fee: number,
    public sqrtPrice: BigNumber,
    public protocolFees = 0,
  ) {}
}

export class TickData {
  initialised = false;
  liquidityNet = new BigNumber(0);
  liquidityGross = new BigNumber(0);
  feeGrowthOutside0 = new BigNumber(0);
  feeGrowthOutside1 = new BigNumber(0);
  constructor(
    public poolHash: string,
    public tick: number,
  ) {}
}

export class CompositePoolDto {
  constructor(
    public pool: Pool,
    public tickDataMap: Record<string, TickData>,
    public token0Balance: TokenBalance,
    public token1Balance: TokenBalance,
    public token0Decimals: number,
    public token1Decimals: number,
  ) {}
}

export class QuoteExactAmountDto {
  constructor(
    public token0: TokenClassKey,
    public token1: TokenClassKey,
    public fee: DexFeePercentageTypes,
    public amount: BigNumber,
    public zeroForOne: boolean,
    public compositePool?: CompositePoolDto,
  ) {}
}

export interface QuoteExactAmountResult {
  amount0: BigNumber;
  amount1: BigNumber;
  currentSqrtPrice: BigNumber;
  newSqrtPrice: BigNumber;
}

const ONE = new BigNumber(1);
const notEnoughLiquidity = () => new ConflictError('Not enough liquidity available in pool');

/** the move along one range: token amounts are positive into the pool, negative out of it */
function swapInRange(L: BigNumber, sqrtP: BigNumber, feeRate: BigNumber, amount: BigNumber, zeroForOne: boolean) {
  const afterFee = ONE.minus(feeRate);
  if (amount.isPositive()) {
    const net = amount.multipliedBy(afterFee);
    if (zeroForOne) {
      const next = L.multipliedBy(sqrtP).dividedBy(L.plus(net.multipliedBy(sqrtP)));
      return { next, amount0: amount, amount1: L.multipliedBy(sqrtP.minus(next)).negated() };
    }
    const next = sqrtP.plus(net.dividedBy(L));
    return { next, amount0: L.multipliedBy(ONE.dividedBy(sqrtP).minus(ONE.dividedBy(next))).negated(), amount1: amount };
  }
  const wanted = amount.abs();
  if (zeroForOne) {
    const next = sqrtP.minus(wanted.dividedBy(L));
    if (!next.isPositive()) throw notEnoughLiquidity();
    const paid = L.multipliedBy(ONE.dividedBy(next).minus(ONE.dividedBy(sqrtP))).dividedBy(afterFee);
    return { next, amount0: paid, amount1: wanted.negated() };
  }
  const inverse = ONE.dividedBy(sqrtP).minus(wanted.dividedBy(L));
  if (!inverse.isPositive()) throw notEnoughLiquidity();
  const next = ONE.dividedBy(inverse);
  const paid = L.multipliedBy(next.minus(sqrtP)).dividedBy(afterFee);
  return { next, amount0: wanted.negated(), amount1: paid };
}

export async function quoteExactAmount(_context: unknown, dto: QuoteExactAmountDto): Promise<QuoteExactAmountResult> {
  const composite = dto.compositePool;
  if (!composite) throw new Error('the stand-in quotes only from a composite pool, as the SDK always sends one');
  if (dto.amount.isZero()) throw new ValidationFailedError('Invalid specified amount');
  const { pool } = composite;
  if (!pool.liquidity.isPositive() || pool.liquidity.isZero()) throw notEnoughLiquidity();
  const feeRate = new BigNumber(pool.fee).dividedBy(1_000_000);
  const move = swapInRange(pool.liquidity, pool.sqrtPrice, feeRate, dto.amount, dto.zeroForOne);
  const round = (value: BigNumber, decimals: number) =>
    value.decimalPlaces(decimals, value.isPositive() ? BigNumber.ROUND_UP : BigNumber.ROUND_DOWN);
  const amount0 = round(move.amount0, composite.token0Decimals);
  const amount1 = round(move.amount1, composite.token1Decimals);
  const [outAmount, poolBalance] = amount0.isNegative() ? [amount0, composite.token0Balance] : [amount1, composite.token1Balance];
  if (poolBalance.getQuantityTotal().isLessThan(outAmount.abs())) throw notEnoughLiquidity();
  if (amount0.isZero() || amount1.isZero()) {
    throw new ConflictError(`Tokens to be traded cannot be zero but are token0: ${amount0.toFixed()} and token1: ${amount1.toFixed()}`);
  }
  return { amount0, amount1, currentSqrtPrice: pool.sqrtPrice, newSqrtPrice: move.next };
}
