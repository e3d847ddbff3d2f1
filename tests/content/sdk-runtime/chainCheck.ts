/**
 * What the chain does with a signed transaction before running it: rebuild the method's DTO
 * from the JSON the bundler received (`parseValidDTO`, which also validates it) and check the
 * signature against the signer's public key. A payload that was signed in one form and sent in
 * another (a BigNumber signed as `{"s":1,"e":3,"c":[…]}`, sent as `"2051.16…"`) fails here.
 */
import { type ChainCallDTO, parseValidDTO, signatures } from '@gala-chain/api';
import { AddLiquidityDTO, BurnDto, CollectDto, SwapDto } from '@gala-chain/dex';

// @gala-chain/api types a DTO class as constructible from unknown arguments, which the DEX's
// classes (with typed constructor parameters) are not; class-transformer never passes any
type DtoClass = Parameters<typeof parseValidDTO>[0];

/** the DTO class the DEX chaincode parses each bundled method's payload into */
const DTO_FOR_METHOD: Record<string, DtoClass> = {
  AddLiquidity: AddLiquidityDTO as unknown as DtoClass,
  CollectPositionFees: CollectDto as unknown as DtoClass,
  RemoveLiquidity: BurnDto as unknown as DtoClass,
  Swap: SwapDto as unknown as DtoClass,
};

export type ChainVerdict = { valid: true } | { valid: false; reason: string };

export async function verifyAsChain(method: string, signedDtoJson: string, publicKey: string): Promise<ChainVerdict> {
  const dtoClass = DTO_FOR_METHOD[method];
  if (!dtoClass) return { valid: false, reason: `no DTO known for the method ${method}` };
  try {
    const dto: ChainCallDTO = await parseValidDTO(dtoClass, signedDtoJson);
    return dto.isSignatureValid(publicKey)
      ? { valid: true }
      : { valid: false, reason: 'the signature does not match the DTO rebuilt from the body' };
  } catch (error) {
    return { valid: false, reason: `the chain would refuse the DTO: ${(error as Error).message}` };
  }
}

export const publicKeyOf = (privateKey: string): string => signatures.getPublicKey(privateKey);
