import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { AppProviders, createQueryClient } from '../app/app-providers';
import { setPrefersReducedMotion } from './viewport';

/** Shows whether antd animates under the shop's providers, as every antd component reads it. */
function MotionProbe() {
  const { token } = theme.useToken();
  return <p>{token.motion ? 'animated' : 'still'}</p>;
}

function renderProviders() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MotionProbe />
    </AppProviders>,
  );
}

describe('a system that asks for less motion', () => {
  it('animates drop-downs and dialogs by default', () => {
    renderProviders();
    expect(screen.getByText('animated')).toBeTruthy();
  });

  it('turns antd motion off when reduce motion is on at start', () => {
    setPrefersReducedMotion(true);
    renderProviders();
    expect(screen.getByText('still')).toBeTruthy();
  });

  it('follows the setting when it changes while the shop is open', () => {
    renderProviders();
    act(() => {
      setPrefersReducedMotion(true);
    });
    expect(screen.getByText('still')).toBeTruthy();
    act(() => {
      setPrefersReducedMotion(false);
    });
    expect(screen.getByText('animated')).toBeTruthy();
  });
});
