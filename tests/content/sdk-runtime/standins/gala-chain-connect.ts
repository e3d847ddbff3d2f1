/**
 * Stand-in for `@gala-chain/connect`. The SDK imports only `calculatePersonalSignPrefix`, for
 * `GalaWalletSigner`, which needs a browser with Gala Wallet anyway; the tests never sign
 * with it, so this stand-in refuses to be used rather than invent a prefix.
 */
export function calculatePersonalSignPrefix(_payload: object): string {
  throw new Error('calculatePersonalSignPrefix is not available in the offline tests');
}
