// A second version of a remote with a visible change, without editing its source: replaces one
// exact text in one module while that module is bundled (see remote-variant.rspack.config.ts).
module.exports = function replaceText(source) {
  const { from, to } = this.getOptions();
  if (!source.includes(from)) throw new Error(`replace-text-loader: "${from}" is not in ${this.resourcePath}`);
  return source.replace(from, to);
};
