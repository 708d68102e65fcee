// Lets plain Node run the workspace's TypeScript: the packages import each other without file
// extensions (bundler style), so when Node cannot find a relative import this adds `.ts`.
// Import it first, then load everything else with dynamic import().
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (specifier.startsWith('.') && !/\.[cm]?[jt]sx?$/.test(specifier))
        return nextResolve(`${specifier}.ts`, context);
      throw error;
    }
  },
});
