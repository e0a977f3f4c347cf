/** The simulation's pages in the browser (demo panel, sign-in) are plain DOM, outside React. */

type Props<K extends keyof HTMLElementTagNameMap> = Partial<
  Omit<HTMLElementTagNameMap[K], 'dataset' | 'style'>
>

/** An element with its properties and children, in one call. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props<K> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props)
  node.append(...children)
  return node
}
