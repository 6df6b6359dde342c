// The shell paints its first frame with the SDK's root entry before antd has loaded (shell/src/app/frame):
// anything in that entry that pulls antd in would hold the first paint back until antd has arrived.
jest.mock('antd', () => {
  throw new Error("the SDK's root entry loaded antd");
});
jest.mock('@ant-design/icons', () => {
  throw new Error("the SDK's root entry loaded @ant-design/icons");
});

describe("The SDK's root entry", () => {
  it('loads neither antd nor its icons', () => {
    expect(() => jest.requireActual('./index')).not.toThrow();
  });
});
