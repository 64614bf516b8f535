/// <reference types="node" />
// Build time, in Node: renders a page to static HTML with antd's styles for what it shows, for the
// copy a first response carries while the page's code downloads (the shell's public and account
// pages, and the remotes' pages). Node only: nothing in the browser imports this.
import './browserGlobals';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';

// Webpack bundles the stylesheets that components import; here (tsx compiles the sources to CommonJS,
// whose loader this hook joins) each import is recorded instead, for the copy to inline.
const stylesheets = new Set<string>();
createRequire(`${process.cwd()}/`).extensions['.css'] = (module: NodeJS.Module) => {
  stylesheets.add(module.id);
  module.exports = {};
};

/** The stylesheets the modules loaded so far have imported. */
export const importedStylesheets = (): string[] => [...stylesheets];

/** Stylesheets as one text for a `<style>` element, without comments and indentation. */
export const inlineCss = (files: readonly string[]): string =>
  files
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, '\n');

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `html`: the markup, every Suspense boundary resolved; `styles`: antd's `<style>` tags for the
 * components in it (empty when it has none). The browser's antd reuses those styles instead of
 * generating them again. Throws when a component fails, so the build fails instead of shipping a copy
 * stuck in its loading state. `name` names the page in errors.
 */
export async function prerenderToHtml(name: string, element: ReactNode): Promise<{ html: string; styles: string }> {
  const cache = createCache();
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(<StyleProvider cache={cache}>{element}</StyleProvider>, {
    onError: (error) => void errors.push(error),
    // Every boundary inline: React otherwise moves a large one out, to be put in place by a script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  if (errors.length) throw new Error(`pre-rendering ${name} failed`, { cause: errors[0] });
  const html = await streamText(prelude);
  // The copy runs no script: a boundary streamed out of order would stay a loading state.
  if (/<script|<template/.test(html)) throw new Error(`pre-rendering ${name} left a boundary to be filled by script`);
  return { html, styles: extractStyle(cache) };
}

const decodeEntities = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The text of the first <h1> in rendered markup: a page's own heading names it. */
export const firstHeading = (html: string): string => decodeEntities(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
