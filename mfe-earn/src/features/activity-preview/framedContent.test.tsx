import { renderPage } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { ExternalSurvey } from './ExternalSurvey';
import { ReadActivity } from './ReadActivity';
import { testActivity } from './testActivity';
import type { ActivityEventControls } from './useActivityEvent';

const EVENT_ID = '11111111-1111-4111-8111-111111111111';
const events: ActivityEventControls = {
  start: async () => EVENT_ID,
  complete: async () => ({ kind: 'maximum' }),
  report: () => undefined,
  maxOpen: false,
  closeMax: () => undefined,
};

describe('content the activity preview frames', () => {
  it('embeds a PDF in a titled frame with a download link beside it', async () => {
    const pdf = testActivity(4, { actionType: 'read', channel: 'pdf', data: '/api/s1/activity/media/pledge.pdf' });
    renderPage(<ReadActivity activity={pdf} events={events} />, { language: 'es' });
    const frame = await screen.findByTitle('Documento');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/api/s1/activity/media/pledge.pdf');
    const download = screen.getByRole('link', { name: 'Descargar el documento (PDF)' });
    expect(download).toHaveAttribute('href', '/api/s1/activity/media/pledge.pdf');
    expect(download).toHaveAttribute('download');
  });

  it("frames the external survey at its address with the started event's id", async () => {
    const survey = testActivity(5, {
      actionType: 'survey',
      channel: 'external',
      data: '/api/s1/survey/external/{eventId}',
    });
    renderPage(<ExternalSurvey activity={survey} events={events} />);
    expect(await screen.findByTitle('Survey')).toHaveAttribute('src', `/api/s1/survey/external/${EVENT_ID}`);
  });
});
