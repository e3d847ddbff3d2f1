/** The id an href's `#fragment` names: percent-decoded as the browser does, or as written when it is not valid encoding. */
export function decodeAnchor(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
