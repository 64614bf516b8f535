// One federation runtime per page. Remotes are built with `experiments.externalRuntime` (shared/mf-config):
// their remoteEntry reads '@module-federation/runtime-core' from `globalThis._FEDERATION_RUNTIME_CORE`
// instead of carrying a copy (27 KB -> under 10 KB gzipped each). The shell provides it here, from the
// copy its own runtime already uses. It lists exactly what a remote's runtime reads (Module Federation's
// own `provideExternalRuntime` hands over the whole namespace, which would add 24 KB to the first view);
// the end-to-end suite loads a page of every remote, so a name a newer runtime needs cannot go unnoticed.
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

const runtimeCore = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

(globalThis as typeof globalThis & { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore })._FEDERATION_RUNTIME_CORE ??=
  runtimeCore;
