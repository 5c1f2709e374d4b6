import { announceNotificationsChanged, onNotificationsChanged } from './changed';

test('an announcement reaches every listener until it stops listening', () => {
  const bell = jest.fn();
  const other = jest.fn();
  const stop = onNotificationsChanged(bell);
  onNotificationsChanged(other);

  announceNotificationsChanged();
  stop();
  announceNotificationsChanged();

  expect(bell).toHaveBeenCalledTimes(1);
  expect(other).toHaveBeenCalledTimes(2);
});
