import { Suspense, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazyComponent';

function Greeting({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Hello {name} {count}
    </button>
  );
}

const loadGreeting = () => Promise.resolve({ Greeting });

describe('lazyComponent', () => {
  it('draws a component whose code is already in at once, without the loading state', async () => {
    const LazyGreeting = lazyComponent(loadGreeting, (m) => m.Greeting);
    await LazyGreeting.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyGreeting name="Ada" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Hello Ada 0' })).not.toBeNull();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows the loading state until the code arrives, then keeps what was drawn across renders', async () => {
    const LazyGreeting = lazyComponent(loadGreeting, (m) => m.Greeting);
    const { rerender } = render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyGreeting name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).not.toBeNull();
    await act(async () => {});
    fireEvent.click(await screen.findByRole('button', { name: 'Hello Ada 0' }));
    rerender(
      <Suspense fallback={<p>Loading</p>}>
        <LazyGreeting name="Grace" />
      </Suspense>,
    );
    // The same component stays mounted (its count survives), though the code is now in.
    expect(screen.getByRole('button', { name: 'Hello Grace 1' })).not.toBeNull();
  });
});
