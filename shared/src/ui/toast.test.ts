import { toast, useToasts } from './toast';

const shown = () => useToasts.getState().toasts.map(({ kind, message }) => `${kind}: ${message}`);

beforeEach(() => useToasts.setState({ toasts: [] }));

describe('the toast stack', () => {
  it('shows the same failure once however often it is raised', () => {
    toast.error('Wrong code.');
    toast.error('Wrong code.');
    toast.error('Wrong code.');
    expect(shown()).toEqual(['error: Wrong code.']);
  });

  it('clears the failures a success answers, and keeps other news', () => {
    toast.info('Your session was renewed.');
    toast.error('Wrong code.');
    toast.error('Captcha missing.');
    toast.success('Congratulations! You won 25 points.');
    expect(shown()).toEqual(['info: Your session was renewed.', 'success: Congratulations! You won 25 points.']);
  });

  it('stacks different failures, newest last', () => {
    toast.error('Wrong code.');
    toast.warning('Almost at the daily limit.');
    toast.error('Captcha missing.');
    expect(shown()).toEqual(['error: Wrong code.', 'warning: Almost at the daily limit.', 'error: Captcha missing.']);
  });
});
