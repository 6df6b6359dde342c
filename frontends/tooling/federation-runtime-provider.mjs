import * as runtimeCore from '@module-federation/runtime-core';

/**
 * A federation runtime plugin for the host: hands its runtime to the remotes, which are built without
 * their own (`experiments.externalRuntime`) and read it from this global. The host's page has one
 * federation runtime, as it has one React and one antd.
 */
export default function federationRuntimeProvider() {
  return {
    name: 'federation-runtime-provider',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
