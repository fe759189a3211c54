# Game-tree search: plain minimax over tic-tac-toe positions (our own
# program), the board a list of 9 cells, lines as tuples of indices.

LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


class Search:
    def __init__(self):
        self.nodes = 0

    def winner(self, board):
        for a, b, c in LINES:
            v = board[a]
            if v != 0 and v == board[b] and v == board[c]:
                return v
        return 0

    def minimax(self, board, player, depth):
        self.nodes += 1
        w = self.winner(board)
        if w != 0:
            return (10 - depth) * w
        best = None
        for i in range(9):
            if board[i] == 0:
                board[i] = player
                score = self.minimax(board, -player, depth + 1)
                board[i] = 0
                if best is None or (player == 1 and score > best) or (player == -1 and score < best):
                    best = score
        return 0 if best is None else best


def openings():
    """Every position after two moves (X then O)."""
    out = []
    for x in range(9):
        for o in range(9):
            if o != x:
                board = [0] * 9
                board[x] = 1
                board[o] = -1
                out.append(board)
    return out


def run(n):
    """Search the first n two-move openings; scores and node count."""
    s = Search()
    scores = []
    for board in openings()[:n]:
        scores.append(s.minimax(board, 1, 2))
    return "%s %d" % (",".join([str(x) for x in scores]), s.nodes)


TEST_N = 2
BENCH_N = 12
