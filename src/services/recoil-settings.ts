import { RecoilEnv } from 'recoil';

// Two of Recoil's default features that the app pays for on every render and never uses,
// switched off before the first RecoilRoot renders (RecoilEnv is Recoil's own switchboard for
// them):
// - Memory management ('recoil_memory_managament_2020', spelled so by Recoil): each hook that
//   reads a state retains it and sets a timer to release it again, render after render. It
//   frees only atom and selector families and states retained by something other than the
//   root; the app declares none of those (not one family), so it freed nothing.
// - Hash-trie maps ('recoil_hamt_2020') for the store's versions: with the app's few dozen
//   states, a copied built-in Map is cheaper.
// In Chromium profiles of `/` (issue 13), Recoil's own time per load fell from 32–37 ms to
// 20 ms (eight loads of each build, unthrottled).
export const RECOIL_FEATURES_OFF = ['recoil_memory_managament_2020', 'recoil_hamt_2020'] as const;

for (const feature of RECOIL_FEATURES_OFF) RecoilEnv.RECOIL_GKS_ENABLED.delete(feature);
