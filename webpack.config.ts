import fs from 'node:fs';
import path from 'node:path';
import { mdiFileImageOutline } from '@mdi/js';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

// Paths resolve against the working directory (the package root in every npm script), as webpack
// resolves `entry`: Node 22.18+ loads this file as ESM (no __dirname), Node 20 through ts-node
// as CommonJS (no import.meta).

/**
 * The tab's icon: Binary Requests' icon of the side navigation (iconBinaryRequests in
 * src/components/icon/icons.ts) in the primary blue, written into the page so that no request
 * is made for it (browsers otherwise ask for /favicon.ico).
 */
const favicon = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#0958d9" d="${mdiFileImageOutline}"/></svg>`,
)}`;

/** Writes dist/stats.json (chunk groups and assets) for `npm run bundle:report`. */
class StatsFilePlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.emit.tap('StatsFilePlugin', (compilation) => {
      const stats = compilation.getStats().toJson({
        all: false,
        assets: true,
        entrypoints: true,
        chunkGroups: true,
        outputPath: true,
      });
      compilation.emitAsset('stats.json', new webpack.sources.RawSource(JSON.stringify(stats)));
    });
  }
}

/**
 * V8's explicit compile hint (v8.dev/blog/explicit-compile-hints): with this first line, Chromium
 * compiles a script's functions on a background thread while it streams in, instead of each one
 * on the main thread when it is first called. Our larger chunks run most of their code as soon as
 * they load (the entry at boot, a screen's chunk when it shows); small ones compile quickly either
 * way and are left as they are (the line costs bytes in every chunk). Runs after Terser, which
 * drops comments, and before the source maps, which account for the added line.
 */
class CompileHintPlugin {
  static readonly MIN_BYTES = 32 * 1024;

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CompileHintPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        },
        (assets) => {
          for (const [file, source] of Object.entries(assets)) {
            if (!file.endsWith('.js') || source.size() < CompileHintPlugin.MIN_BYTES) continue;
            compilation.updateAsset(
              file,
              (old) => new webpack.sources.ConcatSource('//# allFunctionsCalledOnLoad\n', old),
            );
          }
        },
      );
    });
  }
}

/**
 * The page's script tags. The early calls' script (src/earlyCalls.ts) is a plain
 * (parser-blocking) script, so it runs the moment it arrives. It is the first script (the
 * entries' manual order below), and scripts/prerender.ts links the stylesheet after it. Profiled
 * cold loads (profileStep.ts cold, CPU 4x): `async`, Chromium ran it after the deferred scripts
 * in some loads (the token check then began after the app's own calls, ~2.5 s); after the
 * stylesheet, it waited for the stylesheet.
 *
 * The app's deferred scripts are fetched at high priority (`fetchpriority=high`): Chromium gives a
 * deferred script low priority, and the screen's chunks that the server names for preloading
 * (server/http/routePreloads.ts) high, so over HTTP/1.1's six connections the framework (the
 * largest file, and the first to run) waited behind a dozen small chunks that can only run after
 * it: it arrived at ~680 ms of a throttled cold load instead of ~450 (issue 20).
 */
class EntryScriptTagsPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap('EntryScriptTagsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(
        'EntryScriptTagsPlugin',
        (data) => {
          // The entry's own files, as the build named them (scripts/prerender.ts reads the same).
          const files = [...(compilation.entrypoints.get('earlyCalls')?.getFiles() ?? [])];
          for (const tag of data.assetTags.scripts) {
            const src = tag.attributes.src;
            if (typeof src !== 'string') continue;
            if (files.some((file) => src.endsWith(`/${file}`))) {
              delete tag.attributes.async;
              delete tag.attributes.defer;
            } else {
              tag.attributes.fetchpriority = 'high';
            }
          }
          return data;
        },
      );
    });
  }
}

/** Column options that need antd's table filter dropdown, which the build stubs out. */
const TABLE_FILTER_OPTION =
  /\b(filterDropdown|filterDropdownProps|onFilter|filteredValue|defaultFilteredValue|filterIcon|filterMode|filterSearch|filterMultiple|filterResetToDefaultFilteredValue|filterOnClose)\b|\bfilters\s*:/;

/**
 * Fails the build when a source file (tests aside) uses a table column filter option: the
 * filter dropdown is replaced by src/app/build/NoTableFilterDropdown.tsx, which would throw.
 */
class TableFilterCheckPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.beforeCompile.tap('TableFilterCheckPlugin', () => {
      const offenders = fs
        .readdirSync(path.resolve('src'), { recursive: true, encoding: 'utf8' })
        .filter(
          (file) =>
            /\.tsx?$/.test(file) && !/\.test\.tsx?$|[\\/]testing[\\/]|^testing[\\/]/.test(file),
        )
        .filter((file) =>
          TABLE_FILTER_OPTION.test(fs.readFileSync(path.resolve('src', file), 'utf8')),
        );
      if (offenders.length > 0) {
        throw new Error(
          `Table column filters are stubbed out of the bundle (webpack.config.ts) but used in: ${offenders.join(', ')}`,
        );
      }
    });
  }
}

interface Argv {
  mode?: Configuration['mode'];
}

export default (
  _env: Record<string, unknown>,
  argv: Argv,
): Configuration & {
  devServer?: DevServerConfiguration;
} => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: {
      // The page's first script: on a signed-in load, the route's token check starts from it
      // while the app's scripts download (src/earlyCalls.ts).
      // With its own small runtime, the first script and parser-blocking (EntryScriptTagsPlugin): it
      // runs the moment it arrives, without waiting for the stylesheet or the shared runtime.
      earlyCalls: { import: './src/earlyCalls.ts', runtime: false },
      main: './src/main.tsx',
      // The prerendered /login page's own small script (scripts/prerender.ts): the form works
      // before the app's code has run. It shares the single runtime with main, so the app can
      // start on the same page and both see one instance of each module.
      login: './src/features/account/enhancer/loginEntry.ts',
    },
    output: {
      path: path.resolve('dist'),
      publicPath: '/',
      // Content hashes let the server cache every asset forever; index.html is the only mutable file.
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // Deep imports of single antd components are written against antd/lib (CommonJS, what Jest
      // runs); the bundle takes the same files from antd/es, shared with `import … from 'antd'`.
      alias: {
        '@': path.resolve('src'),
        'antd/lib': path.resolve('node_modules/antd/es'),
        // react-router's package exports name only its development build, which keeps its
        // warnings (and the checks that build them) in every render; the production build is
        // the same code without them. Both entry points, so the bundle holds one router.
        ...(production && {
          'react-router$': path.resolve('node_modules/react-router/dist/production/index.mjs'),
          'react-router/dom$': path.resolve(
            'node_modules/react-router/dist/production/dom-export.mjs',
          ),
        }),
      },
    },
    module: {
      rules: [
        {
          // A feature's public index (src/features/<feature>/index.ts) only re-exports: marked
          // side-effect free, a route takes just what it imports from it (Software Validations
          // the dialog chunk, not Data Management's Link Components panel).
          test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/,
          sideEffects: false,
        },
        {
          // The icons by meaning only re-export @mdi/js paths: each import goes to the icon
          // itself, and the sign-in pages (which need only the loading icon) none of the others.
          test: /[\\/]src[\\/]components[\\/]icon[\\/]icons\.ts$/,
          sideEffects: false,
        },
        {
          // antd's helper packages declare no "sideEffects", so webpack keeps every module they
          // re-export (all of @rc-component/form for one Input's context). They have none: let
          // webpack drop what is not used.
          test: /[\\/]node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors))[\\/]/,
          sideEffects: false,
        },
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'ts-loader',
          // Type checking is `npm run typecheck`; the build only strips types.
          options: { transpileOnly: true, configFile: path.resolve('tsconfig.json') },
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './src/index.html',
        chunks: ['earlyCalls', 'main'],
        chunksSortMode: 'manual',
        templateParameters: { favicon },
      }),
      new EntryScriptTagsPlugin(),
      // ConfigProvider's import of the tooltip UniqueProvider (used only with `tooltip.unique`,
      // which the app never sets) is a stub: @rc-component/trigger then loads with the first
      // tooltip, dropdown or select instead of on every page.
      new webpack.NormalModuleReplacementPlugin(/^\.\.\/tooltip\/UniqueProvider$/, (resource) => {
        if (/[\\/]antd[\\/]es[\\/]config-provider$/.test(resource.context)) {
          resource.request = path.resolve('src/app/build/NoTooltipUniqueProvider.tsx');
        }
      }),
      // No table filters its columns (TableFilterCheckPlugin makes sure): antd's filter dropdown
      // would otherwise bring Tree, Radio, Menu and Dropdown into every screen with a table.
      // The stack of open layers that Escape closes joins in effects only: rc-portal's adds a
      // layer while rendering, and a dialog rendered hidden (RequestDialogHost) stayed on it.
      new webpack.NormalModuleReplacementPlugin(/^\.\/useEscKeyDown$/, (resource) => {
        if (/[\\/]@rc-component[\\/]portal[\\/]es$/.test(resource.context)) {
          resource.request = path.resolve('src/app/build/escapeLayers.ts');
        }
      }),
      new webpack.NormalModuleReplacementPlugin(/^\.\/FilterDropdown$/, (resource) => {
        if (/[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter$/.test(resource.context)) {
          resource.request = path.resolve('src/app/build/NoTableFilterDropdown.tsx');
        }
      }),
      new TableFilterCheckPlugin(),
      // No list shows Pagination's page-size changer, yet its `import Select from '../select'`
      // put antd's Select (about 25 KB gzip) before every list screen; and no text is edited
      // in place, yet Typography's Editable brought TextArea. Both load when first rendered.
      new webpack.NormalModuleReplacementPlugin(/^\.\.\/select$/, (resource) => {
        if (/[\\/]antd[\\/]es[\\/]pagination$/.test(resource.context)) {
          resource.request = path.resolve('src/app/build/LazyPaginationSelect.tsx');
        }
      }),
      new webpack.NormalModuleReplacementPlugin(/^\.\.\/Editable$/, (resource) => {
        if (/[\\/]antd[\\/]es[\\/]typography[\\/]Base$/.test(resource.context)) {
          resource.request = path.resolve('src/app/build/LazyTypographyEditable.tsx');
        }
      }),
      new webpack.DefinePlugin({
        'process.env.PROVIDER_NAME': JSON.stringify(process.env.PROVIDER_NAME ?? 'Gaming Labs'),
      }),
      ...(production
        ? [
            new StatsFilePlugin(),
            new CompileHintPlugin(),
            // Brotli and gzip copies made once at build time; the server sends the one the
            // browser accepts (@fastify/static preCompressed) instead of compressing per request.
            ...(['brotliCompress', 'gzip'] as const).map(
              (algorithm) =>
                new CompressionPlugin({
                  algorithm,
                  filename: `[path][base].${algorithm === 'gzip' ? 'gz' : 'br'}`,
                  test: /\.(js|css|html|svg|json)$/,
                  exclude: /stats\.json$/,
                  threshold: 1024,
                  minRatio: 0.9,
                }),
            ),
          ]
        : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        // Small shared pieces stay inside the route chunks instead of becoming extra requests,
        // but anything the login page does not use never lands in its initial chunks.
        minSize: 20_000,
        cacheGroups: {
          // React, Redux and the router change rarely and are needed by every page: one long-cached chunk.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|@reduxjs|redux|redux-persist|immer|reselect|use-sync-external-store)[\\/]/,
            name: 'framework',
            chunks: 'all',
            priority: 40,
            enforce: true,
          },
          defaultVendors: {
            test: /[\\/]node_modules[\\/]/,
            priority: -10,
            reuseExistingChunk: true,
          },
          default: { minChunks: 2, priority: -20, reuseExistingChunk: true },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port: 5173,
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/api'], target: 'http://localhost:8080', changeOrigin: false }],
    },
    stats: production ? 'normal' : 'minimal',
  };
};
