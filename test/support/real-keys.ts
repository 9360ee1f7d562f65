// Key presses sent through the browser (@web/test-runner-commands' sendKeys) reach React outside
// its act(): while they run, the test says it is not an act environment, so React neither warns
// "not wrapped in act" nor expects act around the updates. Testing Library's waitFor works inside
// (it leaves the act environment for its own wait and restores it after).
type ActScope = { IS_REACT_ACT_ENVIRONMENT?: boolean };

export async function realKeys<T>(run: () => Promise<T>): Promise<T> {
  const scope = globalThis as ActScope;
  const before = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    return await run();
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = before;
  }
}
