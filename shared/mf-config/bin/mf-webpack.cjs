#!/usr/bin/env node
// webpack-cli from this package, so every app builds with the one webpack these configs were written for.
require('webpack-cli/bin/cli.js');
