import { CommandLineError, isHelpRequest, parseCommandLine, USAGE } from './command-line';

describe('help', () => {
  test.each([[['--help']], [['-h']], [['help']], [['link', '--help']], [['changes', '--follow', '-h']]])(
    '%j asks for the usage',
    (argv) => {
      expect(isHelpRequest(argv)).toBe(true);
    },
  );

  test.each([[[]], [['changes']], [['link', '--name', 'help']], [['deliver', '41']]])('%j does not', (argv) => {
    expect(isHelpRequest(argv)).toBe(false);
  });

  test('the usage names every command and every option, and where the connection comes from', () => {
    expect(USAGE).toBe(`Usage: npm run game-client -- <command> [options]

Commands:
  link --platform <steam|epic|xbox|psn|dev> --player <id> --name <display name>
      Ask for a link code for a game account (RFC 8628), print it, then poll until the player answers;
      once linked, print the tier and how long the access token lasts (never the token).
  poll --device-code <device_code> [--interval <seconds>]
      Poll a link request until the player answers (every 5 seconds unless --interval says).
  entitlements --platform <steam|epic|xbox|psn|dev> --player <id> [--if-none-match]
      Read a game account's entitlements and keep their ETag; --if-none-match sends the kept one.
  changes [--after <change id>] [--limit <1-100>] [--follow]
      Read the change feed from the start or after a cursor; --follow keeps asking until Ctrl-C.
  deliver <change id>...
      Confirm the changes the game applied.
  help, --help, -h
      Print this.

Options of every command:
  --api-url <URL>     the API's base URL, such as https://d1gang.example/api
  --key <d1g_sk_…>    a game server key, d1g_sk_<key id>_<secret>: link and poll send it as OAuth
                      client credentials (HTTP Basic, the key id as client_id), the others as a Bearer token.
Without them: D1_GAME_API_URL and D1_GAME_KEY, else the running local stack's stack.json in its
data folder (D1_DATA_DIR, default .local), where the kept ETags go too.
Exit codes: 0 done, 1 the API said no, 2 a wrong command line or no connection.`);
  });
});

describe('parseCommandLine', () => {
  test('link takes the platform, the player id and the display name', () => {
    expect(parseCommandLine(['link', '--platform', 'dev', '--player', 'player-1', '--name', 'Splash Bro'])).toEqual({
      command: { name: 'link', platform: 'dev', playerId: 'player-1', displayName: 'Splash Bro' },
      connection: {},
    });
  });

  test('poll takes the device code and, optionally, the interval in seconds', () => {
    expect(parseCommandLine(['poll', '--device-code', 'dc-1']).command).toEqual({
      name: 'poll',
      deviceCode: 'dc-1',
      interval: 5,
    });
    expect(parseCommandLine(['poll', '--device-code', 'dc-1', '--interval', '10']).command).toMatchObject({
      interval: 10,
    });
  });

  test('entitlements takes the player and whether to send the kept ETag', () => {
    expect(parseCommandLine(['entitlements', '--platform', 'steam', '--player', '7656']).command).toEqual({
      name: 'entitlements',
      platform: 'steam',
      playerId: '7656',
      ifNoneMatch: false,
    });
    expect(
      parseCommandLine(['entitlements', '--platform', 'steam', '--player', '7656', '--if-none-match']).command,
    ).toMatchObject({ ifNoneMatch: true });
  });

  test('changes reads from the start, or after a cursor, once or following the feed', () => {
    expect(parseCommandLine(['changes']).command).toEqual({ name: 'changes', follow: false });
    expect(parseCommandLine(['changes', '--after', '41', '--follow', '--limit', '20']).command).toEqual({
      name: 'changes',
      after: '41',
      limit: 20,
      follow: true,
    });
  });

  test('deliver takes the change ids', () => {
    expect(parseCommandLine(['deliver', '41', '42']).command).toEqual({ name: 'deliver', changeIds: ['41', '42'] });
  });

  test('--api-url and --key override where the client connects, on any command', () => {
    expect(parseCommandLine(['changes', '--api-url', 'https://d1gang.example/api', '--key', 'd1g_sk_x'])).toEqual({
      command: { name: 'changes', follow: false },
      connection: { apiUrl: 'https://d1gang.example/api', key: 'd1g_sk_x' },
    });
  });

  test.each([
    [[], 'Give a command: link, poll, entitlements, changes or deliver'],
    [['unlink'], 'Unknown command "unlink"'],
    [['link', '--platform', 'dev', '--player', 'p'], '--name is required'],
    [
      ['link', '--platform', 'wii', '--player', 'p', '--name', 'n'],
      '--platform must be one of steam, epic, xbox, psn, dev',
    ],
    [['entitlements', '--platform', 'dev'], '--player is required'],
    [['poll'], '--device-code is required'],
    [['poll', '--device-code', 'dc', '--interval', 'soon'], '--interval must be a whole number of seconds'],
    [['changes', '--after', 'x'], '--after must be a change id (a number)'],
    [['changes', '--limit', '0'], '--limit must be a whole number from 1 to 100'],
    [['deliver'], 'Give the ids of the changes applied'],
    [['deliver', '41', 'x'], 'Change ids are numbers: "x" is not one'],
    [['changes', '--player', 'p'], "Unknown option '--player'"],
    [['changes', 'extra'], 'changes takes no other arguments'],
    [['changes', '--api-url', 'd1gang.example'], '--api-url must be an http(s) URL'],
  ])('%j is refused: %s', (argv, message) => {
    expect(() => parseCommandLine(argv)).toThrow(CommandLineError);
    expect(() => parseCommandLine(argv)).toThrow(message);
  });
});
