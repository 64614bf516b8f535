import yieldBeforeShare from './yieldBeforeShare';

type Args = Parameters<NonNullable<ReturnType<typeof yieldBeforeShare>['beforeLoadShare']>>[0];

describe('yieldBeforeShare', () => {
  it('lets a shared module load only in a later task, with its arguments unchanged', async () => {
    const order: string[] = [];
    // A task queued before the hook must run before the hook lets the load go on.
    setTimeout(() => order.push('earlier task'), 0);
    const args = { pkgName: 'react' } as unknown as Args;
    const loading = Promise.resolve(yieldBeforeShare().beforeLoadShare!(args)).then((result) => {
      order.push('share loads');
      return result;
    });
    await Promise.resolve();
    expect(order).toEqual([]);
    expect(await loading).toBe(args);
    expect(order).toEqual(['earlier task', 'share loads']);
  });
});
