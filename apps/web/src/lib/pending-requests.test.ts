import { describe, expect, it } from 'vitest';
import { beginRequest, endRequest, pendingRequestsStore } from './pending-requests';

describe('pending requests', () => {
  it('never goes below 0, even when more responses than requests are counted', () => {
    beginRequest();
    endRequest();
    endRequest();
    endRequest();
    expect(pendingRequestsStore.get().count).toBe(0);

    beginRequest();
    expect(pendingRequestsStore.get().count).toBe(1);
  });
});
