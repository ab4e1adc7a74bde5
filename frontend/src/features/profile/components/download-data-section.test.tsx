import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiFailure, mockApi } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { DownloadDataSection } from './download-data-section';

const EXPORT = {
  exportedAt: '2026-11-22T00:00:00.000Z',
  profile: null,
  purchases: [],
  tierSubmissions: [],
  tickets: [],
};

describe('Profile → Your data', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves GET /me/data as the file the API names', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const createObjectURL = vi.fn(() => 'blob:my-data');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const api = mockApi({
      'GET /me/data': () =>
        HttpResponse.json(EXPORT, {
          headers: { 'content-disposition': 'attachment; filename="d1-gang-my-data.json"' },
        }),
    });
    renderRoute(<DownloadDataSection />, { at: '/profile', auth: signedInAs() });

    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(saved).toEqual(['d1-gang-my-data.json']));
    expect(api.callsTo('GET /me/data')).toHaveLength(1);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('says the download failed when the API fails', async () => {
    mockApi({ 'GET /me/data': () => apiFailure(500, 'Internal server error') });
    renderRoute(<DownloadDataSection />, { at: '/profile', auth: signedInAs() });

    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.downloadFailed)).toBeInTheDocument();
  });
});
