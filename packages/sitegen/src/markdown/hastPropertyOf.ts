/** 'data-sg-island' → 'dataSgIsland': an HTML attribute as hast names the property */
export function hastPropertyOf(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
