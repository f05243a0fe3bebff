import { describe, expect, it } from 'vitest';

import { sanitizeOptionalRichText, sanitizeRichText } from './sanitize-html';

describe('sanitizeRichText: XSS vectors are removed', () => {
  it.each([
    ['script element with its content', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['style element with its content', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['event handler on an allowed tag', '<p onclick="alert(1)" onmouseover="x()">x</p>', '<p>x</p>'],
    ['img onerror', '<img src="/api/files/a.png" onerror="alert(1)">', '<img src="/api/files/a.png" />'],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['entity-obfuscated javascript: link', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['upper-case JAVASCRIPT: link', '<a href="JAVASCRIPT:alert(1)">x</a>', '<a>x</a>'],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['data: image (dropped whole)', '<p>a<img src="data:image/svg+xml;base64,PHN2Zz4=">b</p>', '<p>ab</p>'],
    ['javascript: image (dropped whole)', '<img src="javascript:alert(1)">', ''],
    ['protocol-relative image', '<img src="//evil.example/x.png">', ''],
    ['iframe', '<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
    ['object/embed', '<object data="x.swf"></object><embed src="x.swf">', ''],
    ['svg with script', '<svg><script>alert(1)</script></svg>', ''],
    ['form and input', '<form action="https://evil.example"><input name="pwd"></form>', ''],
    ['style attribute on a link', '<a href="/x" style="position:fixed;top:0">x</a>', '<a href="/x">x</a>'],
    ['css expression in a span', '<span style="color: expression(alert(1))">x</span>', '<span>x</span>'],
    ['background url in a span', '<span style="background:url(javascript:alert(1))">x</span>', '<span>x</span>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
    ['base tag', '<base href="https://evil.example/">', ''],
    ['class outside the code allow-list', '<p class="x">a</p><code class="bad">b</code>', '<p>a</p><code>b</code>'],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('forces rel="noopener noreferrer" on links opening a new tab and drops other targets', () => {
    expect(sanitizeRichText('<a href="https://www.gov.cn/" target="_blank" rel="opener">gov</a>')).toBe(
      '<a href="https://www.gov.cn/" target="_blank" rel="noopener noreferrer">gov</a>',
    );
    expect(sanitizeRichText('<a href="/page/home" target="evilFrame">home</a>')).toBe('<a href="/page/home">home</a>');
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeRichText('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
  });

  it('keeps only px or % image dimensions', () => {
    expect(sanitizeRichText('<img src="/api/files/a.png" width="300" height="50%">')).toBe(
      '<img src="/api/files/a.png" width="300" height="50%" />',
    );
    expect(sanitizeRichText('<img src="/api/files/a.png" width="1;x" height="calc(1px)">')).toBe('<img src="/api/files/a.png" />');
  });
});

describe('sanitizeRichText: editor content is kept', () => {
  it('keeps the formatting the rich-text editor produces', () => {
    const html = [
      '<h1>标题一</h1><h2 style="text-align: center">标题二</h2><h3>三</h3><h4>四</h4>',
      '<p style="text-align: right"><strong>加粗</strong><em>斜体</em><u>下划线</u><s>删除线</s></p>',
      '<p><span style="color: #e03131">红色</span><span style="color: rgb(34, 139, 230)">蓝色</span></p>',
      '<ul><li><p>一</p></li></ul><ol><li><p>二</p></li></ol>',
      '<blockquote><p>引用</p></blockquote>',
      '<pre><code class="language-ts">const a = 1;</code></pre><p><code>inline</code></p>',
      '<p><a href="https://www.zjzwfw.gov.cn/" target="_blank" rel="noopener noreferrer">浙江政务服务网</a>',
      '<a href="/page/policymarket/index">政策超市</a></p>',
      '<img src="/api/files/2026/11/banner.png" alt="横幅" width="600" height="200" />',
      '<img src="https://img.example.gov.cn/a.jpg" alt="a" />',
      '<table><colgroup><col /></colgroup><tbody><tr><th colspan="2" rowspan="1"><p>表头</p></th></tr>',
      '<tr><td><p>甲</p></td><td><p>乙</p></td></tr></tbody></table>',
      '<p>第一行<br />第二行</p><hr />',
    ].join('');
    // style declarations come back normalised (no blank after the colon)
    expect(sanitizeRichText(html)).toBe(html.replace(/style="([a-z-]+): /g, 'style="$1:'));
  });

  it('keeps plain text and trims surrounding blanks', () => {
    expect(sanitizeRichText('  德清县惠企政策解读  ')).toBe('德清县惠企政策解读');
  });
});

describe('sanitizeOptionalRichText', () => {
  it('keeps undefined, turns null and empty results into null', () => {
    expect(sanitizeOptionalRichText(undefined)).toBeUndefined();
    expect(sanitizeOptionalRichText(null)).toBeNull();
    expect(sanitizeOptionalRichText('<script>alert(1)</script>')).toBeNull();
    expect(sanitizeOptionalRichText('<p>ok</p>')).toBe('<p>ok</p>');
  });
});
