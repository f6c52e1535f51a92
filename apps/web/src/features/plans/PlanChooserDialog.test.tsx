import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanChooserDialog } from './PlanChooserDialog';
import { UpsellBox } from './UpsellBox';

afterEach(cleanup);

describe('PlanChooserDialog', () => {
  it('compares free and paid and says what paid unlocks', () => {
    render(<PlanChooserDialog open onOpenChange={vi.fn()} currentPlan="free" onChoosePlan={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Choose a plan' });
    expect(within(dialog).getByText('Colour themes: Default, Ember, Forest')).toBeTruthy();
    expect(within(dialog).getByText('Colour themes: Rose, Lilac, Sand, Stone')).toBeTruthy();
    expect(within(dialog).getByText('Current plan')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Switch to Free' })).toBeNull();
  });

  it('raises onChoosePlan with the plan picked', async () => {
    const onChoosePlan = vi.fn();
    render(<PlanChooserDialog open onOpenChange={vi.fn()} currentPlan="paid" onChoosePlan={onChoosePlan} />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Free' }));
    expect(onChoosePlan).toHaveBeenCalledWith('free');
  });

  it('only compares when nobody can switch here', () => {
    render(<PlanChooserDialog open onOpenChange={vi.fn()} currentPlan="free" />);
    expect(screen.queryByRole('button', { name: 'Upgrade to Paid' })).toBeNull();
  });

  it('closes from its close button', async () => {
    const onOpenChange = vi.fn();
    render(<PlanChooserDialog open onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('UpsellBox', () => {
  it('has the seed’s Upgrade Now button', async () => {
    const onUpgrade = vi.fn();
    render(
      <UpsellBox title="Rose is a paid-plan theme" message="Upgrade to use it." onUpgrade={onUpgrade} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    expect(onUpgrade).toHaveBeenCalledOnce();
  });
});
