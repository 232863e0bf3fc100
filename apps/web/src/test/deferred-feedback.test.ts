import { describe, expect, it, vi } from 'vitest';
import { createDeferredFeedback } from '../app/deferred-feedback';
import type { Feedback } from '../app/deferred-feedback';

/** A stand-in for antd's APIs: records the calls, and answers what antd's would. */
function fakeApis() {
  const calls: string[] = [];
  const closeMessage = vi.fn();
  const dialog = { destroy: vi.fn(), update: vi.fn(), then: vi.fn() };
  const message = Object.assign(closeMessage, {
    then: (onClosed: (value: boolean) => unknown) => Promise.resolve(true).then(onClosed),
  });
  const api = {
    message: {
      error: (text: string) => {
        calls.push(`message.error ${text}`);
        return message;
      },
      destroy: (key?: string) => {
        calls.push(`message.destroy ${key}`);
      },
    },
    modal: {
      confirm: (config: { title: string }) => {
        calls.push(`modal.confirm ${config.title}`);
        return dialog;
      },
    },
    notification: {
      info: (config: { title: string }) => {
        calls.push(`notification.info ${config.title}`);
      },
    },
  } as unknown as Feedback;
  return { api, calls, closeMessage, dialog };
}

describe('deferred feedback', () => {
  it('asks for the real APIs on the first call only, and makes the calls waiting once they are there', () => {
    const load = vi.fn();
    const { api: feedback, resolve } = createDeferredFeedback(load);
    void feedback.message.error('first');
    feedback.notification.info({ title: 'second' });
    expect(load).toHaveBeenCalledTimes(1);

    const real = fakeApis();
    resolve(real.api);
    expect(real.calls).toEqual(['message.error first', 'notification.info second']);
    // From now on straight through.
    void feedback.message.error('third');
    expect(real.calls.at(-1)).toBe('message.error third');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing to remove a toast while none was asked for', () => {
    const load = vi.fn();
    const { api: feedback } = createDeferredFeedback(load);
    feedback.message.destroy('key');
    expect(load).not.toHaveBeenCalled();
  });

  it('removes a toast asked for before the code came, once it is shown', () => {
    const { api: feedback, resolve } = createDeferredFeedback(() => undefined);
    void feedback.message.error('first');
    feedback.message.destroy('key');
    const real = fakeApis();
    resolve(real.api);
    expect(real.calls).toEqual(['message.error first', 'message.destroy key']);
  });

  it('closes a toast closed before it was shown, and tells when it is gone', async () => {
    const { api: feedback, resolve } = createDeferredFeedback(() => undefined);
    const shown = feedback.message.error('first');
    shown();
    const real = fakeApis();
    resolve(real.api);
    expect(real.closeMessage).toHaveBeenCalledTimes(1);
    await expect(Promise.resolve(shown)).resolves.toBe(true);
  });

  it("applies a dialog's updates and destroy made before it was shown", () => {
    const { api: feedback, resolve } = createDeferredFeedback(() => undefined);
    const dialog = feedback.modal.confirm({ title: 'Delete?' });
    dialog.update({ title: 'Delete 2 lines?' });
    dialog.destroy();
    const real = fakeApis();
    resolve(real.api);
    expect(real.calls).toEqual(['modal.confirm Delete?']);
    expect(real.dialog.update).toHaveBeenCalledWith({ title: 'Delete 2 lines?' });
    expect(real.dialog.destroy).toHaveBeenCalledTimes(1);
  });

  it("answers a dialog's confirmation once the real dialog gives it", async () => {
    const { api: feedback, resolve } = createDeferredFeedback(() => undefined);
    const dialog = feedback.modal.confirm({ title: 'Delete?' });
    const real = fakeApis();
    real.dialog.then.mockImplementation((onConfirmed: (confirmed: boolean) => unknown) =>
      Promise.resolve(onConfirmed(true)),
    );
    resolve(real.api);
    await expect(
      dialog.then(
        (confirmed) => (confirmed ? 'yes' : 'no'),
        () => undefined,
      ),
    ).resolves.toBe('yes');
  });
});
