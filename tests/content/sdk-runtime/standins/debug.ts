/** Stand-in for `debug`: the SDK only creates one logger (`debug('GSWAP_SDK')`) and calls it. */
export default function debug(_namespace: string): (...args: unknown[]) => void {
  return () => {};
}
