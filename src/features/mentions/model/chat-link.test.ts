import { chatworkMessageUrl } from './chat-link';

test('the link names the room and the message', () => {
  expect(chatworkMessageUrl(123456, '1700000000000000001')).toBe(
    'https://www.chatwork.com/#!rid123456-1700000000000000001',
  );
});
