import { batchesOf, checkScanFiles, pageKeyOf } from './scanFiles';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('scan files', () => {
  it('knows the page and kind a name is of', () => {
    expect(pageKeyOf('20000001_p3.png')).toBe('20000001/3/scan');
    expect(pageKeyOf('2000000a_p03_marked.JPEG')).toBe('2000000A/3/marked');
    expect(pageKeyOf('20000001-p3.png')).toBeNull();
    expect(pageKeyOf('20000001_p3.gif')).toBeNull();
  });

  it('leaves out, with the reason, a file the server would refuse, so it cannot sink the rest of its call', () => {
    const earlier = [file('20000001_p1.png')];
    const { ready, refused } = checkScanFiles(
      [
        file('20000001_p2.png'),
        file('scan 1.png'),
        file('20000001_p3.jpg', 11),
        file('20000001_p2.jpg'),
        file('20000001_p1.PNG'),
        file('20000001_p2_marked.png'),
      ],
      10,
      earlier,
    );
    expect(ready.map((f) => f.name)).toEqual(['20000001_p2.png', '20000001_p2_marked.png']);
    expect(refused).toEqual([
      { name: 'scan 1.png', problem: 'name' },
      { name: '20000001_p3.jpg', problem: 'too_large' },
      { name: '20000001_p2.jpg', problem: 'duplicate' },
      { name: '20000001_p1.PNG', problem: 'duplicate' },
    ]);
  });

  it('sends calls of at most the file count and about the byte budget', () => {
    const files = [1, 2, 3, 4, 5].map((n) => file(`2000000${n}_p1.png`, 40));
    expect(batchesOf(files, 2, 1000).map((b) => b.length)).toEqual([2, 2, 1]);
    expect(batchesOf(files, 200, 100).map((b) => b.length)).toEqual([2, 2, 1]);
    expect(batchesOf([file('20000001_p1.png', 500)], 200, 100).map((b) => b.length)).toEqual([1]);
    expect(batchesOf([], 200, 100)).toEqual([]);
  });
});
