/**
 * The client environment (jsdomEnvironment.cjs) loads jsdom's HTMLCollection so that a property
 * is looked up among the named items (ids and names) only where that result is used. What a
 * collection answers must stay as jsdom answers it.
 */
function collectionOf(html: string): HTMLCollection {
  const parent = document.createElement('div');
  parent.innerHTML = html;
  return parent.children;
}

describe('HTMLCollection in the client environment', () => {
  it('answers indices, length and built-ins before named items, even where an element is named after one', () => {
    const children = collectionOf(
      '<p id="length"></p><p id="item"></p><p name="namedItem"></p><p id="0"></p>',
    );
    expect(children.length).toBe(4);
    expect(typeof children.item).toBe('function');
    expect(typeof children.namedItem).toBe('function');
    expect(children[0]?.id).toBe('length');
    expect('length' in children).toBe(true);
    expect(Object.getOwnPropertyDescriptor(children, 'length')).toBeUndefined();
    expect(Array.from(children).map((element) => element.id)).toEqual(['length', 'item', '', '0']);
  });

  it('shows an element by its id or name where no built-in or index has that name', () => {
    const children = collectionOf('<p id="first"></p><input name="second"><p id="3"></p>');
    const named = children as HTMLCollection & Record<string, Element | undefined>;
    expect(named.first).toBe(children[0]);
    expect(named.second).toBe(children[1]);
    expect('first' in children).toBe(true);
    expect(Object.getOwnPropertyDescriptor(children, 'first')).toEqual({
      value: children[0],
      writable: false,
      enumerable: false,
      configurable: true,
    });
    expect(children.namedItem('second')).toBe(children[1]);
    // An index past the end is no named item, even where an element has that id.
    expect(children[3]).toBeUndefined();
    expect('3' in children).toBe(false);
    expect(named.missing).toBeUndefined();
    expect('missing' in children).toBe(false);
    expect(Object.keys(children)).toEqual(['0', '1', '2']);
  });

  it('follows changes to the DOM', () => {
    const parent = document.createElement('div');
    const children = parent.children as HTMLCollection & Record<string, Element | undefined>;
    expect(children.length).toBe(0);
    const added = parent.appendChild(document.createElement('span'));
    added.id = 'later';
    expect(children.length).toBe(1);
    expect(children.later).toBe(added);
    added.remove();
    expect(children.later).toBeUndefined();
    expect(children.length).toBe(0);
  });
});
