/**
 * Makes happy-dom behave as browsers do where DOMPurify depends on it, so sanitizing can be tested here:
 *
 * - NodeIterator: happy-dom's is a TreeWalker without the DOM's removal steps, so it stops once the node it
 *   stands on is removed, and DOMPurify removes nodes while it walks. This one walks a snapshot of the tree
 *   taken when it is created, which visits every node DOMPurify must check.
 * - Node.prototype.nodeName: happy-dom answers '' there for elements and texts (their classes override it);
 *   DOMPurify reads node names through that getter, as it may in browsers.
 *
 * Installed by the setup file for every test file, before the sanitizer is first used (DOMPurify takes these from
 * the window when it is created, and the test files share one window and one cached sanitizer); once per window.
 */
const INSTALLED = Symbol.for('health-passport.browserLikeDomForSanitizer');

export function installBrowserLikeDomForSanitizer(): void {
  const marked = Node.prototype as unknown as Record<symbol, boolean>;
  if (marked[INSTALLED]) return;
  marked[INSTALLED] = true;
  // The page's documents share their class; happy-dom's global Document is another class than theirs.
  const documentClass = Object.getPrototypeOf(document) as Document;
  documentClass.createNodeIterator = function createNodeIterator(
    root: Node,
    whatToShow = 0xffffffff,
    filter: NodeFilter | null = null,
  ): NodeIterator {
    const accept = (node: Node) => {
      if (((whatToShow >>> (node.nodeType - 1)) & 1) === 0) return false;
      if (!filter) return true;
      const verdict = typeof filter === 'function' ? filter(node) : filter.acceptNode(node);
      return verdict === NodeFilter.FILTER_ACCEPT;
    };
    const nodes: Node[] = [];
    const collect = (node: Node) => {
      if (accept(node)) nodes.push(node);
      node.childNodes.forEach(collect);
    };
    collect(root);
    let index = -1;
    return {
      root,
      whatToShow,
      filter,
      get referenceNode() {
        return nodes[Math.max(index, 0)] ?? root;
      },
      pointerBeforeReferenceNode: false,
      nextNode: () => (index < nodes.length ? nodes[++index] : undefined) ?? null,
      previousNode: () => (index > 0 ? nodes[--index] : undefined) ?? null,
      detach: () => undefined,
    } as NodeIterator;
  };

  const nodeName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')!.get!;
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node) {
      // The getter of the node's own class, as a browser's generic getter would answer.
      for (
        let proto = Object.getPrototypeOf(this);
        proto && proto !== Node.prototype;
        proto = Object.getPrototypeOf(proto)
      ) {
        const own = Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get;
        if (own) return own.call(this);
      }
      return nodeName.call(this);
    },
  });
}
