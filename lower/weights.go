// This file implements branch-weight metadata: the error paths of
// compiled code are marked unlikely, so LLVM lays them out of the way of
// the hot path.

package lower

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
)

// likely marks the true edge of a conditional branch as the hot one.
func likely(br *ir.TermCondBr) { weigh(br, 2000, 1) }

// unlikely marks the true edge of a conditional branch as the cold one.
func unlikely(br *ir.TermCondBr) { weigh(br, 1, 2000) }

func weigh(br *ir.TermCondBr, t, f int64) {
	node := &metadata.Tuple{MetadataID: -1, Fields: []metadata.Field{
		&metadata.String{Value: "branch_weights"},
		constant.NewInt(types.I32, t),
		constant.NewInt(types.I32, f),
	}}
	br.Metadata = append(br.Metadata, &metadata.Attachment{Name: "prof", Node: node})
}
